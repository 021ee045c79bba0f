import { proxy } from 'valtio';

/**
 * Whether the header shows the export tray, and whether its panel is open. The tray's code (and
 * TanStack Query) is fetched once a job starts, so the chrome's first paint does not carry it.
 */
export const exportTrayState = proxy({ shown: false, open: false });

import { createSessionChannel } from '@pmc/layout';

/** The app's one session channel: logout, lock and unlock are mirrored into the user's other tabs. */
export const sessionChannel = createSessionChannel({ name: 'park-session' });

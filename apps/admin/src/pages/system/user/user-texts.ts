import { i18n } from '../../../app/i18n.ts';
import { userPageCatalog } from './user-catalog.ts';

// Imported for its effect by the user page: its texts arrive with it.
i18n.load(userPageCatalog);

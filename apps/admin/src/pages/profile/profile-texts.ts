import { i18n } from '../../app/i18n.ts';
import { profilePageCatalog } from './profile-catalog.ts';

// Imported for its effect by the profile page: its texts arrive with it.
i18n.load(profilePageCatalog);

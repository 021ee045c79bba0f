import { i18n } from '../../app/i18n.ts';
import { orgPagesCatalog } from './org-catalog.ts';

// Imported for its effect by each of the four pages: their texts arrive with the first of them.
i18n.load(orgPagesCatalog);

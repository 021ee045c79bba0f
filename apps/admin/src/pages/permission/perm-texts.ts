import './perm-pages.css';
import { i18n } from '../../app/i18n.ts';
import { permPagesCatalog } from './perm-catalog.ts';

// Imported for its effect by each of these pages: their texts arrive with the first of them.
i18n.load(permPagesCatalog);

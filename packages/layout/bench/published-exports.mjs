// Makes `@pmc/*` imports resolve to the built dist of each workspace package (its publishConfig
// exports), as they resolve once published, so benches run on plain Node without a TS loader.
import { register } from 'node:module';

register('./published-resolve.mjs', import.meta.url);

import { z } from 'zod';

// zod builds a compiled parser for each object schema with `new Function` when it may, probing for
// eval as the first schema is made. The app's CSP forbids eval, so the probe was refused and reported.
// Imported before anything that makes a schema (see api.ts), so no probe is ever made.
z.config({ jitless: true });

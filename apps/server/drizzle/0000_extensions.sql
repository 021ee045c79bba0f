-- pg_trgm backs the indexed keyword search of lists (PGlite loads it as an extension too).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Extensions used by later migrations: pg_trgm for similar frame numbers (trigram GIN indexes),
-- fuzzystrmatch for edit distance (levenshtein) in "close" search results.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

-- Payments answered once per Idempotency-Key (README "Idempotent payments"): a request sent
-- again with its key gets the first answer back instead of paying twice.

CREATE TABLE idempotency_keys (
  -- the endpoint, and for stored cards the customer: a key answers only in its own scope
  scope TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  -- SHA-256 of the request body as canonical JSON: the same key for another request is refused
  fingerprint TEXT NOT NULL,
  -- the JSON body of the first answer, given again as it was
  answer TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (scope, idempotency_key)
) WITHOUT ROWID;

-- keys are kept 24 hours: the older ones are deleted as a range of this index
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

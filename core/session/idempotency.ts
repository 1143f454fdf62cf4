// The Idempotency-Key a client may send with POST /api/auth/refresh-token (server/auth/refresh-tokens.ts): a
// retry of one rotation, after a reload lost its answer, gets the same successor. The browser app makes its
// keys in src/auth/session.ts; both sides hold them to this shape.

/** 16 to 100 characters of base64url. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * Every environment variable the server reads, declared once. `loadConfig` reads its variables through
 * `EnvVars`, so reading one that is not listed here does not compile, and tests/unit/env-vars-documented.test.ts
 * fails while one listed here is missing from docs/operations.md's table (or the table lists one not here).
 */
export const ENV_VARS = [
  'PORT', 'APP_ENV', 'NODE_ENV', 'DATABASE_URL', 'DATABASE_POOL_SIZE', 'REDIS_URL', 'TOKEN_SECRET',
  'DEV_API_HOST', 'DEV_SOCKET_HOST', 'SIT_API_HOST', 'SIT_SOCKET_HOST', 'PRE_API_HOST', 'PRE_SOCKET_HOST',
  'PROD_API_HOST', 'PROD_SOCKET_HOST', 'DEFAULT_API_HOST', 'DEFAULT_SOCKET_HOST',
  'TRUST_PROXY', 'SESSION_IDLE_MINUTES', 'AUTH_DISABLED', 'SEED_DEMO', 'DEMO_PASSWORD', 'SEED_HISTORY', 'VITEST',
  'UPLOAD_DIR', 'STATIC_DIR', 'LOGIN_MAX_FAILURES', 'LOGIN_WINDOW_MS', 'ALLOWED_ORIGINS', 'VISITOR_FRAME_ANCESTORS',
  'VISITOR_NEW_PER_MINUTE', 'QUEUE_REQUESTS_PER_MINUTE', 'UPLOAD_QUOTA_COUNT', 'UPLOAD_QUOTA_BYTES',
  'WAYBILL_API_URL', 'WAYBILL_API_TOKEN', 'WAYBILL_API_TIMEOUT_MS',
  'WEBHOOK_ALLOW_LOOPBACK', 'WEBHOOK_BACKOFF_MS', 'WEBHOOK_POLL_MS', 'WEBHOOK_TIMEOUT_MS',
  'OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_USER_CLAIM', 'OIDC_ROLES_CLAIM', 'OIDC_ROLE_MAP',
  'OIDC_SCOPE', 'OIDC_REDIRECT_URI', 'PASSWORD_SIGN_IN',
  'EMBEDDINGS_URL', 'EMBEDDINGS_MODEL', 'EMBEDDINGS_KEY', 'EMBEDDINGS_TIMEOUT_MS',
  'AICS_URL', 'AICS_KEY', 'AICS_MODEL',
  'METRICS_TOKEN', 'LOG_LEVEL', 'LOG_FORMAT',
] as const;

export type EnvName = (typeof ENV_VARS)[number];
export type EnvVars = Partial<Record<EnvName, string>>;

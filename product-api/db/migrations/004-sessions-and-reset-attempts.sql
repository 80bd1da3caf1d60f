-- Sessions that can be ended, and reset codes that cannot be guessed (README "Sessions" and
-- "Password reset").

-- copied into every JWT: a logout or a password reset bumps it, which refuses the older tokens
ALTER TABLE users ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;

-- wrong codes typed against the account's current reset code; the fifth one spends the code
ALTER TABLE users ADD COLUMN reset_password_attempts INTEGER NOT NULL DEFAULT 0;

-- codes issued under the former rules (an hour, unlimited attempts) are withdrawn
UPDATE users SET reset_password_code = NULL, reset_password_expires_at = NULL;

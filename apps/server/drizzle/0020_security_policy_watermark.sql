-- The watermark switch of 安全策略 (docs/guide/chrome.md#watermark): off on every existing database.
ALTER TABLE "security_policy" ADD COLUMN "watermark" boolean DEFAULT false NOT NULL;

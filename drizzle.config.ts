import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations from the schema; the server applies them on start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/account/schema.ts',
    './server/profiles/schema.ts',
    './server/groups/schema.ts',
    './server/content/schema.ts',
    './server/chat/schema.ts',
    './server/agents/schema.ts',
    './server/payments/schema.ts',
    './server/ops/schema.ts',
    './server/recommendation-package/schema.ts',
    './server/classroom/schema.ts',
    './server/system-agents/schema.ts',
  ],
  out: './server/db/migrations',
});

import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations from the schema; the server applies them on start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/db/schema-account.ts',
    './server/db/schema-profile.ts',
    './server/db/schema-groups.ts',
    './server/db/schema-content.ts',
    './server/db/schema-chat.ts',
    './server/db/schema-agents.ts',
    './server/db/schema-payments.ts',
    './server/db/schema-ops.ts',
  ],
  out: './server/db/migrations',
});

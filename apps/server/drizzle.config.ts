import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/stories-schema.ts',
    './src/db/purchases-schema.ts',
    './src/db/consent-schema.ts',
    './src/db/books-schema.ts',
    './src/db/jobs-schema.ts',
    './src/db/children-schema.ts',
    './src/db/recordings-schema.ts',
    './src/db/print-lab-schema.ts',
    './src/db/print-schema.ts',
    './src/db/provider-costs-schema.ts',
  ],
  out: './drizzle',
});

// The lead suite against `npm run preview:cloudflare` (wrangler pages dev: out/ and the Pages
// Function in workerd) on the real PostgreSQL server the suite starts, retries driven like the Cron Trigger.
import { leadSuite } from './lead-suite';

leadSuite('postgres', 'cloudflare');

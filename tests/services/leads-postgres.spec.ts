// The same lead suite against a real PostgreSQL server that the suite starts from Debian's binaries.
import { leadSuite } from './lead-suite';

leadSuite('postgres');

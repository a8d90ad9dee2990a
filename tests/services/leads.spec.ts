// The lead suite against the default embedded database (PGlite in a fresh folder).
import { leadSuite } from './lead-suite';

leadSuite('pglite');

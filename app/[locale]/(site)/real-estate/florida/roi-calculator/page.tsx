import { pageMetadata } from '@/lib/metadata';
import { createShellPage } from '@/components/page/ShellPage';

export const generateMetadata = pageMetadata('/real-estate/florida/roi-calculator');
export default createShellPage('/real-estate/florida/roi-calculator');

import { pageMetadata } from '@/lib/metadata';
import { createShellPage } from '@/components/page/ShellPage';

export const generateMetadata = pageMetadata('/use-cases');
export default createShellPage('/use-cases');

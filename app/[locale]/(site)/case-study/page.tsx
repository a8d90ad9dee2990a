import { pageMetadata } from '@/lib/metadata';
import { createShellPage } from '@/components/page/ShellPage';

export const generateMetadata = pageMetadata('/case-study');
export default createShellPage('/case-study');

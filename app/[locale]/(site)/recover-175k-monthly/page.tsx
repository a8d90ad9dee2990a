import { pageMetadata } from '@/lib/metadata';
import { createShellPage } from '@/components/page/ShellPage';

export const generateMetadata = pageMetadata('/recover-175k-monthly');
export default createShellPage('/recover-175k-monthly');

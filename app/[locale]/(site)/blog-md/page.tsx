import { pageMetadata } from '@/lib/metadata';
import { createShellPage } from '@/components/page/ShellPage';

export const generateMetadata = pageMetadata('/blog-md');
export default createShellPage('/blog-md');

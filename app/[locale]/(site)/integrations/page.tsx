import { pageMetadata } from '@/lib/metadata';
import { createShellPage } from '@/components/page/ShellPage';

export const generateMetadata = pageMetadata('/integrations');
export default createShellPage('/integrations');

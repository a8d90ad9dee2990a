import { pageMetadata } from '@/lib/metadata';
import { createShellPage } from '@/components/page/ShellPage';

export const generateMetadata = pageMetadata('/Intelligent-Handover-Process');
export default createShellPage('/Intelligent-Handover-Process');

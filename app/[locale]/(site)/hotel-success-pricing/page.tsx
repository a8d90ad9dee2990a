import { pageMetadata } from '@/lib/metadata';
import { createShellPage } from '@/components/page/ShellPage';

export const generateMetadata = pageMetadata('/hotel-success-pricing');
export default createShellPage('/hotel-success-pricing');

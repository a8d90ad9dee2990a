import { pageMetadata } from '@/lib/metadata';
import { createShellPage } from '@/components/page/ShellPage';

export const generateMetadata = pageMetadata('/are-you-secretly-losing-thousands-every-month');
export default createShellPage('/are-you-secretly-losing-thousands-every-month');

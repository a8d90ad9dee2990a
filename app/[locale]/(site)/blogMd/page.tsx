import { blogIndexMetadata } from '@/components/blog/metadata';
import { createBlogIndexPage } from '@/components/blog/BlogIndex';

export const generateMetadata = blogIndexMetadata('/blogMd');
export default createBlogIndexPage('/blogMd');

import { blogIndexMetadata } from '@/components/blog/metadata';
import { createBlogIndexPage } from '@/components/blog/BlogIndex';

export const generateMetadata = blogIndexMetadata('/blog');
export default createBlogIndexPage('/blog');

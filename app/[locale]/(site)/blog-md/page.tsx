import { blogIndexMetadata } from '@/components/blog/metadata';
import { createBlogIndexPage } from '@/components/blog/BlogIndex';

export const generateMetadata = blogIndexMetadata('/blog-md');
export default createBlogIndexPage('/blog-md');

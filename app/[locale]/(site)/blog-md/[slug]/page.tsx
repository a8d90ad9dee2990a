import { postMetadata } from '@/components/blog/metadata';
import { createPostPage, postStaticParams } from '@/components/blog/BlogPost';

// Only the posts in content/blog/<locale>/ exist; any other slug is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = postStaticParams;
export const generateMetadata = postMetadata('/blog-md');
export default createPostPage();

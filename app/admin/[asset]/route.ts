import { adminAssets, readAdminAsset } from '@/lib/cms/assets';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Every file of /admin/: written into out/admin/ by the export, served by `next dev` for `npm run cms`. */
export function generateStaticParams() {
  return adminAssets().map((asset) => ({ asset }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ asset: string }> }) {
  const { asset } = await params;
  const file = readAdminAsset(asset);
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(file.body), { headers: { 'Content-Type': file.type } });
}

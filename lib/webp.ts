/**
 * WebP support, detected once per page load with a 1 x 1 data-URI image
 * (spec 7) and exposed as `webp` or `no-webp` on <html>, so CSS backgrounds
 * can pick a format: `html.webp .x { … .webp }  html.no-webp .x { … .png }`.
 */
export const webpDetectScript = `(function(){try{var r=document.documentElement,i=new Image();i.onload=function(){r.classList.add(i.width>0&&i.height>0?'webp':'no-webp')};i.onerror=function(){r.classList.add('no-webp')};i.src='data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA'}catch(e){}})();`;

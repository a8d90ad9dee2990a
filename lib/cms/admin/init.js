// Runs before Decap's bundle: lib/cms/admin/admin.mjs starts the CMS itself, with the generated configuration.
window.CMS_MANUAL_INIT = true;

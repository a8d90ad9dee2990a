// Shown while a page loads on demand. /Intelligent-Handover-Process lives
// outside this (site) group on purpose: the spec shows it with no fallback.
export { RouteLoading as default } from '@/components/ui/LoadingFallback';

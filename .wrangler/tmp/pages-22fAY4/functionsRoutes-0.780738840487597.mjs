import { onRequest as __api_leads_ts_onRequest } from "/work/wt25/functions/api/leads.ts"
import { onRequest as __api_leads_outbox_ts_onRequest } from "/work/wt25/functions/api/leads-outbox.ts"

export const routes = [
    {
      routePath: "/api/leads",
      mountPath: "/api",
      method: "",
      middlewares: [],
      modules: [__api_leads_ts_onRequest],
    },
  {
      routePath: "/api/leads-outbox",
      mountPath: "/api",
      method: "",
      middlewares: [],
      modules: [__api_leads_outbox_ts_onRequest],
    },
  ]
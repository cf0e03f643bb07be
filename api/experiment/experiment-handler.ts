// The headline experiment's routes over HTTP, Hono handlers (api/handler.ts; experiment-routes.ts does the work):
//   POST /api/exposures    a landing visit's beacon: counted unless a bot sent it; nothing about the sender is kept
//   GET  /api/experiment   the readout, for the site's owner only: an RBAC permission (docs/decisions/008-owner-as-rbac-permission.md);
//                          400 for a period or a lift it cannot read
import type { Context } from "hono";
import { isbot } from "isbot";
import { OWNER_PERMISSION } from "../../app/contracts/experiment-api.ts";
import { LIFT_PERCENT, liftParameters } from "../../app/contracts/experiment-plan.ts";
import type { AccessTokenVerifier } from "../access-token.ts";
import { jsonBody } from "../read-body.ts";
import { json, noContent, refusal, tooLarge, unavailable, type Log } from "../responses.ts";
import { plannedLifts, readoutPeriod, type ExperimentRoutes } from "./experiment-routes.ts";
import { exposureBeacon, MAX_BEACON_BYTES } from "./exposures.ts";

const badLifts = `${Object.values(liftParameters).join(", ")} are percentages from ${LIFT_PERCENT.min} to ${LIFT_PERCENT.max}.`;

export function experimentHandler(access: AccessTokenVerifier, experiment: ExperimentRoutes, log: Log) {
  return {
    async exposure(c: Context): Promise<Response> {
      const body = await jsonBody(c.req.raw, MAX_BEACON_BYTES);
      if (body.tooLarge) return tooLarge();
      if (isbot(c.req.raw.headers.get("User-Agent") ?? "")) return noContent();
      const beacon = exposureBeacon(body.value);
      if (!beacon) return json(400, { error: "That is not a landing visit's beacon." });
      try {
        await experiment.record(beacon);
        return noContent();
      } catch (error) {
        log("Could not record an exposure.", error);
        return unavailable("The database could not be reached.");
      }
    },

    async readout(c: Context): Promise<Response> {
      const checked = await access(c.req.raw.headers.get("Authorization"));
      if (!checked.ok) return refusal(checked, log);
      if (!checked.permissions.includes(OWNER_PERMISSION))
        return json(403, { error: "The readout is for the site's owner." });
      const period = readoutPeriod.safeParse(c.req.query());
      if (!period.success) return json(400, { error: "since and until are days (YYYY-MM-DD), since before until." });
      const lifts = plannedLifts.safeParse(c.req.query());
      if (!lifts.success) return json(400, { error: badLifts });
      try {
        return json(200, await experiment.readout(period.data, lifts.data));
      } catch (error) {
        log("Could not read the experiment.", error);
        return unavailable("The database could not be reached. Try again in a moment.");
      }
    },
  };
}

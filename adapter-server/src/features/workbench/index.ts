import type { Router } from 'express';
import type { AppContext } from '../../context';
import type { ConversationLoop } from '../conversations/conversation-loop';
import { blockRoutes } from './block.routes';
import { legacyImageRoutes } from './legacy-image.routes';
import { quickReplyRoutes } from './quick-reply.routes';
import { transferRoutes } from './transfer.routes';
import { visitorInfoRoutes } from './visitor-info.routes';

/** The workbench calls beyond the conversation loop's minimal ones, on the same `workbench/` controller. */
export function mountWorkbenchExtras(main: Router, ctx: AppContext, loop: ConversationLoop): void {
  main.use('/workbench', transferRoutes(ctx, loop), quickReplyRoutes(ctx), legacyImageRoutes(ctx, loop), visitorInfoRoutes(ctx), blockRoutes(ctx));
}

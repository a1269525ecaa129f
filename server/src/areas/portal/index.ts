/** The portal area (the shell's frame): navigation, hint words, More popup, footer QR, requirements, pending review, EN ticket. */
export { enTicketRoutes } from './en-ticket/en-ticket.routes';
export { portalRoutes } from './frame/portal.routes';
export { qrRoutes } from './frame/qr.routes';
export { requirementRoutes } from './requirements/requirements.routes';
export { reviewRoutes } from './reviews/reviews.routes';

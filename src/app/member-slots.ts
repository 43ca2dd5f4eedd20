/** The shell's member-only slots, one lazy chunk between them: visitors never download it. */
export { ChatDockSlot } from '../features/chat/chat-dock-slot';
export { RecommendationsSlot } from '../features/recommendations/components/panel-slot';

/** The web app's page of a conversation, for both sides: what notifications and texts about it open. */
export const conversationPath = (id: string) => `/event-planners/messages/${id}`;

// Refusals of news posts: the admins' editor, scheduling and publishing, and the public pages.
export const newsReasons = {
  'news.id_invalid': 'Not a news post id.',
  'news.not_found': 'There is no such news post.',
  'news.title_required': 'Give the post a title in English or Swahili.',
  'news.title_too_long': 'Keep the title under {{max}} characters.',
  'news.summary_too_long': 'Keep the summary under {{max}} characters.',
  'news.body_too_long': 'Keep the text under {{max}} characters.',
  'news.slug_invalid':
    'Use {{min}} to {{max}} lower-case letters, digits and single dashes for the address, such as wedding-season-tips.',
  'news.slug_taken': 'Another post already has the address {{slug}}. Choose another.',
  'news.slug_locked': 'This post has been published, so its address stays: people may have shared the link.',
  'news.incomplete': 'Write the title and the text in English or in Swahili before publishing.',
  'news.publish_at_invalid': 'Choose the date and time to publish.',
  'news.publish_at_past': 'Choose a time that is still to come.',
  'news.already_published': 'This post is already published.',
  'news.already_draft': 'This post is already a draft: it is neither published nor scheduled.',
  'news.not_draft': 'Only a draft can be deleted. Unpublish the post first.',
  'news.status_invalid': 'Choose a status from the list.',
} as const;

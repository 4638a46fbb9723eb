// Refusals of an event's guest list (issue 39).
export const guestReasons = {
  'guest.not_found': 'There is no such guest on this event.',
  'guest.name_required': "Enter the guest's name.",
  'guest.name_too_long': 'Keep the name under {{max}} characters.',
  'guest.phone_invalid': 'Enter a Tanzanian mobile number, for example 0754 123 456.',
  'guest.email_invalid': 'Enter an e-mail address such as jina@mfano.co.tz, or leave it empty.',
  'guest.group_too_long': 'Keep the group under {{max}} characters.',
  'guest.notes_too_long': 'Keep the notes under {{max}} characters.',
  'guest.side_invalid': "Choose the bride's side, the groom's side or either.",
  'guest.seats_invalid': 'A card admits from 1 to {{max}} people.',
  'guest.filter_invalid': 'Choose a filter from the list.',
  'guest.phone_taken': 'A guest with this phone is already on the list: {{name}}.',
  'guest.list_full': 'An event can invite at most {{max}} guests.',
  'guest.pledges_required': 'Choose at least one contributor.',
  'guest.pledges_too_many': 'Invite at most {{max}} contributors at once.',
  'guest.import_not_file': 'Send the guests as a CSV or Excel (XLSX) file.',
  'guest.import_empty': 'The file has no guests in it.',
  'guest.import_too_large': 'Import at most {{max}} guests at once.',
  'guest.import_header_invalid':
    'The first line must name the columns: Name (Phone, Email, Group, Side, Seats and Notes are optional).',
} as const;

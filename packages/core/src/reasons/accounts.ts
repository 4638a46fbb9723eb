// Refusals of accounts: registering, signing in, passwords, links, sessions, and admins managing users.
export const accountReasons = {
  'account.identifier_required': 'Enter your email or phone number.',
  'account.identifier_too_long': 'Keep it under {{max}} characters.',
  'account.identifier_invalid':
    'Enter a valid email address or phone number (for example 0754 123 456 or +255 754 123 456).',
  'account.name_required': 'Enter your name.',
  'account.name_too_long': 'Keep your name under {{max}} characters.',
  'account.password_choose': 'Choose a password.',
  'account.password_required': 'Enter your password.',
  'account.password_too_short': 'Use at least {{min}} characters.',
  'account.password_too_long': 'Use at most {{max}} characters.',
  'account.password_common': 'This password is too common. Choose one that is harder to guess.',
  'account.current_password_required': 'Enter your current password.',
  'account.current_password_wrong': 'Your current password is not right.',
  'account.no_password_yet':
    'This account signs in through another provider and has no password yet. Use "Forgot your password?" to set one.',
  'account.wrong_credentials': 'The email or phone number and password do not match an account.',
  'account.exists': 'An account with this email or phone number already exists. Sign in instead.',
  'account.registration_link_invalid':
    'This link has expired or was already used. Register again to get a new one.',
  'account.not_your_password': 'This is not the password you chose when you registered.',
  'account.reset_link_invalid': 'This reset link has expired or was already used. Ask for a new one.',
  'account.language_invalid': 'Choose English or Kiswahili.',
  'account.email_invalid': 'Enter a valid email address, for example neema@example.com.',
  'account.phone_invalid': 'Enter a valid phone number (for example 0754 123 456 or +255 754 123 456).',
  'account.contact_kind_invalid': 'Say whether the email address or the phone number changes.',
  'account.contact_unchanged': 'That is already the one on your account.',
  'account.contact_taken': 'Another account already uses this email or phone number.',
  'account.contact_link_invalid':
    'This link has expired or was already used, or it belongs to another account than the one you are signed in to. Ask for a new link on your account page.',
  'account.session_id_invalid': 'Not a session id.',
  'account.session_not_found': 'No such session.',

  'auth.second_factor_code_format': 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  'auth.second_factor_setup_code_format': 'Enter the 6-digit code from your authenticator app.',
  'auth.second_factor_wrong_code':
    'That code is not right. Enter the newest code from your authenticator app, or an unused recovery code.',
  'auth.second_factor_setup_wrong_code':
    'That code is not right. Check that the time on your phone is correct and enter the newest code.',
  'auth.second_factor_challenge_expired': 'This sign-in step has expired. Sign in again with your password.',
  'auth.second_factor_admins_only': 'Two-step sign-in is for admin accounts.',
  'auth.second_factor_already_on': 'Two-step sign-in is already on for this account.',
  'auth.second_factor_not_on': 'Two-step sign-in is not on for this account.',
  'auth.second_factor_nothing_to_confirm':
    'Start the setup again: no authenticator app is waiting for its first code.',
  'auth.admin_second_factor_missing': 'Set up two-step sign-in on your account page to use the admin area.',
  'auth.admin_second_factor_not_passed':
    'Sign out and sign in again with the code from your authenticator app to use the admin area.',

  'admin_users.user_id_invalid': 'Not a user id.',
  'admin_users.user_not_found': 'No such user.',
  'admin_users.nothing_to_change': 'Say what to change: userRole or disabled.',
  'admin_users.not_yourself': 'You cannot disable your own account or remove your own admin role.',
  'search.too_long': 'Keep the search under {{max}} characters.',
} as const;

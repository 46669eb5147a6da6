/** Clerk event bodies shaped like the examples in Clerk's webhook documentation (a User object in `data`). */

export function clerkUser(id: string, over: Record<string, unknown> = {}) {
  return {
    id,
    object: 'user',
    backup_code_enabled: false,
    banned: false,
    created_at: 1764115200000,
    updated_at: 1764115200000,
    email_addresses: [
      {
        id: 'idn_secondary',
        object: 'email_address',
        email_address: 'old@example.org',
        linked_to: [],
        verification: { status: 'verified', strategy: 'email_code' },
      },
      {
        id: 'idn_primary',
        object: 'email_address',
        email_address: 'ada@example.org',
        linked_to: [],
        verification: { status: 'verified', strategy: 'email_code' },
      },
    ],
    primary_email_address_id: 'idn_primary',
    external_accounts: [],
    first_name: 'Ada',
    last_name: 'Lovelace',
    username: null,
    has_image: true,
    image_url: 'https://img.clerk.com/eyJ0eXBlIjoicHJveHkiLCJzcmMiOiJodHRwczovL2ltYWdlcy5jbGVyay5kZXYvdXBsb2FkZWQifQ',
    profile_image_url: 'https://images.clerk.dev/uploaded/img_ada.png',
    phone_numbers: [],
    primary_phone_number_id: null,
    public_metadata: {},
    private_metadata: {},
    unsafe_metadata: {},
    last_sign_in_at: null,
    ...over,
  };
}

export function event(type: string, data: unknown) {
  return JSON.stringify({
    data,
    event_attributes: { http_request: { client_ip: '192.0.2.1', user_agent: 'Mozilla/5.0' } },
    instance_id: 'ins_test',
    object: 'event',
    timestamp: 1764115200000,
    type,
  });
}

export const deleted = (id: string) => event('user.deleted', { deleted: true, id, object: 'user' });

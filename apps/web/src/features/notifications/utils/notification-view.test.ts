import { describe, expect, it } from 'vitest';
import type { Notification, NotificationType } from '@ramkoll/shared/schemas/notifications';
import {
  browserNotificationTag,
  notificationTarget,
  notificationTextKey,
  notificationTextValues,
} from './notification-view';

function notification(type: NotificationType, overrides: Partial<Notification> = {}): Notification {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    type,
    createdAt: '2026-11-23T10:00:00.000Z',
    readAt: null,
    bike: { id: '22222222-2222-4222-8222-222222222222', frameNumber: 'WTU123456', label: 'Crescent Alvar' },
    receiptId: null,
    points: null,
    senderName: null,
    ...overrides,
  };
}

const allOn = {
  browserNotificationsEnabled: true,
  bikeRegistrationNotifications: true,
  messageNotifications: true,
};

describe('browserNotificationTag (spec section 6)', () => {
  it('needs the permission, browser_notifications_enabled and the matching flag', () => {
    expect(browserNotificationTag(notification('bike_registered'), allOn, 'granted')).toBe(
      'bike-registration',
    );
    expect(browserNotificationTag(notification('transfer_completed'), allOn, 'granted')).toBe(
      'ownership-transfer',
    );
    expect(browserNotificationTag(notification('receipt_created'), allOn, 'granted')).toBe(
      'ownership-transfer',
    );
    expect(browserNotificationTag(notification('message_received'), allOn, 'granted')).toBe('bike-message');

    for (const permission of ['default', 'denied', 'unsupported'] as const) {
      expect(browserNotificationTag(notification('message_received'), allOn, permission)).toBeNull();
    }
    const browserOff = { ...allOn, browserNotificationsEnabled: false };
    expect(browserNotificationTag(notification('bike_registered'), browserOff, 'granted')).toBeNull();
    const bikesOff = { ...allOn, bikeRegistrationNotifications: false };
    expect(browserNotificationTag(notification('bike_registered'), bikesOff, 'granted')).toBeNull();
    expect(browserNotificationTag(notification('message_received'), bikesOff, 'granted')).toBe(
      'bike-message',
    );
    const messagesOff = { ...allOn, messageNotifications: false };
    for (const type of [
      'message_received',
      'receipt_created',
      'receipt_declined',
      'transfer_completed',
    ] as const) {
      expect(browserNotificationTag(notification(type), messagesOff, 'granted')).toBeNull();
    }
    expect(browserNotificationTag(notification('bike_registered'), messagesOff, 'granted')).toBe(
      'bike-registration',
    );
  });

  it('keeps other events in the app only', () => {
    for (const type of [
      'recovery_report',
      'recovery_reward',
      'points_credited',
      'id_verification_reviewed',
    ] as const) {
      expect(browserNotificationTag(notification(type), allOn, 'granted')).toBeNull();
    }
  });
});

describe('notification text and target', () => {
  it('names the bike by label and frame number, or falls back', () => {
    expect(notificationTextValues(notification('message_received'), 'din cykel').bike).toBe(
      'Crescent Alvar (WTU123456)',
    );
    const unnamed = notification('message_received', {
      bike: { id: '22222222-2222-4222-8222-222222222222', frameNumber: 'WTU123456', label: null },
    });
    expect(notificationTextValues(unnamed, 'din cykel').bike).toBe('WTU123456');
    expect(
      notificationTextValues(notification('points_credited', { bike: null, points: 300 }), 'din cykel'),
    ).toEqual({
      bike: 'din cykel',
      count: 300,
      sender: '',
      hours: 24,
    });
  });

  it("uses the sender's name for a message when the server gave one", () => {
    const named = notification('message_received', { senderName: 'Erik' });
    expect(notificationTextKey(named)).toBe('text.message_received_from');
    expect(notificationTextValues(named, 'din cykel').sender).toBe('Erik');
    expect(notificationTextKey(notification('message_received'))).toBe('text.message_received');
    expect(notificationTextKey(notification('receipt_created', { senderName: 'Erik' }))).toBe(
      'text.receipt_created',
    );
  });

  it('leads to the page the event is about', () => {
    expect(notificationTarget(notification('message_received'))).toBe('/messages');
    expect(notificationTarget(notification('receipt_created'))).toBe('/receipts');
    expect(notificationTarget(notification('bike_registered'))).toBe('/my-bikes');
    expect(notificationTarget(notification('id_verification_reviewed'))).toBe('/mitt-id');
    expect(notificationTarget(notification('points_credited'))).toBe('/order');
  });
});

import { describe, expect, it } from 'vitest';
import { imageSrc, setImageTicket } from '../../../src/visitor/api';

describe('image addresses on the visitor page', () => {
  it('carry the image ticket on our uploads only, once the session has given one', () => {
    expect(imageSrc('/uploads/abc.jpg')).toBe('/uploads/abc.jpg');
    setImageTicket('v1.123.mac+/=');
    expect(imageSrc('/uploads/abc.jpg')).toBe('/uploads/abc.jpg?ticket=v1.123.mac%2B%2F%3D');
    expect(imageSrc('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    setImageTicket(undefined);
    expect(imageSrc('/uploads/abc.jpg')).toBe('/uploads/abc.jpg?ticket=v1.123.mac%2B%2F%3D');
  });
});

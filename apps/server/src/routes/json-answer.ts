import type { FastifyReply } from 'fastify';
import type { JsonAnswer } from '../lib/json-answer.js';

/**
 * Sends an answer whose JSON the service wrote (a page of the stolen list kept in memory,
 * decision 062) as it is: a string with a JSON content type passes fastify's serializer by. The
 * route keeps its response schema for the API's description; the service's tests prove the JSON
 * agrees with it.
 */
export function sendJsonAnswer<T>(reply: FastifyReply, answer: JsonAnswer<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(answer);
}

import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';
import { amt } from '../format.js';

export const amlPolicy: PageTranslation = {
  title: 'Política de Prevenção à Lavagem de Dinheiro',
  description:
    'Como a Satsino previne a lavagem de dinheiro e o financiamento do terrorismo: verificação, monitoramento, guarda de registros e comunicação.',
  body: `# Política de Prevenção à Lavagem de Dinheiro

A Satsino não tolera lavagem de dinheiro, financiamento do terrorismo nem qualquer uso do nosso cassino para movimentar recursos de origem criminosa. Os pagamentos em cripto são rápidos e não têm fronteiras — e é exatamente por isso que levamos esse tema a sério. Esta política descreve os controles que se aplicam a todas as contas.

## Nossos compromissos

- Conhecemos nossos jogadores, na medida do risco que cada conta apresenta.
- Monitoramos depósitos, apostas e saques em busca de atividades que não façam sentido.
- Mantemos registros que permitem reconstituir qualquer transação.
- Comunicamos atividades suspeitas às autoridades competentes, sem avisar a pessoa envolvida.
- Treinamos nossa equipe para reconhecer os sinais de alerta e encaminhá-los a quem deve analisá-los.

## Verificação

Todo jogador verifica um endereço de e-mail antes de fazer um depósito ou um saque. A verificação de identidade (KYC, “conheça seu cliente”) passa a ser exigida em qualquer uma das situações a seguir:

- você pede para alterar os dados pessoais da sua conta;
- seus saques, isoladamente ou somados, atingem um valor que nossas regras de risco definem para análise;
- sua atividade não condiz com o seu perfil, ou um pagamento vem de uma fonte de alto risco;
- a lei do seu país exige.

Na verificação, pedimos um documento oficial com foto válido (frente e verso), um comprovante de residência recente e, quando necessário, a comprovação da origem dos seus recursos, como holerite, declaração de imposto de renda ou extrato de corretora. Os saques podem ficar retidos até a conclusão das verificações. Contas cujo titular se recuse a fazer a verificação são encerradas, e os valores depositados são devolvidos à origem quando a lei permitir.

## Monitoramento

Nossos sistemas e nossa equipe de pagamentos analisam, entre outros pontos:

- depósitos seguidos de saque com pouca ou nenhuma aposta;
- depósitos fracionados em valores logo abaixo dos limites de análise;
- várias contas usando a mesma carteira, o mesmo dispositivo ou a mesma rede;
- recursos vindos de mixers, mercados da darknet, endereços sancionados ou outras fontes de alto risco apontadas por análise de blockchain.

Os depósitos devem ser de no mínimo ${amt(f.minDeposit)}, e cada saque está limitado a ${amt(f.withdrawalMax)} na moeda da sua conta, salvo quando os limites próprios da moeda indicarem outro valor; pagamos saques somente ao titular da conta, em cripto, para um endereço que ele controle.

## Sanções

Não aceitamos jogadores que constem de listas internacionais de sanções ou que residam em países sancionados, e conferimos os jogadores nessas listas.

## Guarda de registros

Os documentos de verificação e os registros de transações são guardados por pelo menos cinco anos após o fim do relacionamento comercial, com segurança e com acesso restrito aos colaboradores que precisam deles.

## A sua parte

Use apenas recursos e carteiras próprios, mantenha seus dados atualizados e responda prontamente quando fizermos perguntas. Se tiver dúvidas sobre alguma solicitação nossa, o Atendimento ao cliente explica o que é necessário e por quê.
`,
};
